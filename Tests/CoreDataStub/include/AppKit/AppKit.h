// AppKit, reduced to the classes models name as a Transformable attribute's
// class (`import AppKit.NSColor`): enough to type-check them.
#pragma once
#import <AppKit/NSColor.h>
#import <AppKit/NSImage.h>
