// Tests for MomgenModel.
import XCTest
