// UIKit, reduced to the classes models name as a Transformable attribute's
// class (Xcode's files `import UIKit.UIColor`): enough to type-check them.
#pragma once
#import <UIKit/UIColor.h>
#import <UIKit/UIImage.h>
