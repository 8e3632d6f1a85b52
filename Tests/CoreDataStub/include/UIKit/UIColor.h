// UIColor (UIKit/UIColor.h), reduced to a class (its initialisers take
// CGFloat, which the stub does not have).
#pragma once
#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
@interface UIColor : NSObject <NSCopying>
@end
NS_ASSUME_NONNULL_END
