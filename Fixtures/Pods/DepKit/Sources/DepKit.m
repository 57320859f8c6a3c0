#import "DepKitPrivate.h"

@implementation DepKit
@end
