#import "DepKit.h"
#import "DepKit/DepKit.h"
#import "DepKitPrivate.h"

@implementation NSObject (UsesDepKit)
@end
