// Tests for MomgenSwift.
import XCTest
