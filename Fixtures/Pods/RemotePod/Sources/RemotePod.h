#import <Foundation/Foundation.h>
@interface RemotePod : NSObject
@end
