#import "DepKit.h"

@interface DepKit ()
@end
