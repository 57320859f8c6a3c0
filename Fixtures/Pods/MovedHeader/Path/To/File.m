// File.m
#import "File.h"
#import <UIKit/UIKit.h>

// #import "Commented.h"
/* #import "AlsoCommented.h" */
#if __has_include("Optional.h")
#import "Optional.h"
#endif

@implementation File


#import "ChineseToPinyin.h"
@end
