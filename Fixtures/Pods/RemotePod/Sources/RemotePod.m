#import "RemotePod.h"
@implementation RemotePod
@end
