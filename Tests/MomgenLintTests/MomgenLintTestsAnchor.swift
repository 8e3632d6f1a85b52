// Tests for MomgenLint.
import XCTest
