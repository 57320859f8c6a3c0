#import <Foundation/Foundation.h>

@interface DepKit : NSObject
@end
