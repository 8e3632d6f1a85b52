// UIImage (UIKit/UIImage.h), reduced to its data initialiser.
#pragma once
#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
@interface UIImage : NSObject
- (nullable instancetype)initWithData:(NSData *)data;
@end
NS_ASSUME_NONNULL_END
