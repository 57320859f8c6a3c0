#import "NoLicense.h"
