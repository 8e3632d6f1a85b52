// Tests for MomgenReader.
import XCTest
