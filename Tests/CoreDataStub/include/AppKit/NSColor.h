// NSColor (AppKit/NSColor.h), reduced to a class.
#pragma once
#import <Foundation/Foundation.h>
@interface NSColor : NSObject <NSCopying>
@end
