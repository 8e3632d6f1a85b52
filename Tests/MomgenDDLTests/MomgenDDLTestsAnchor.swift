// Tests for MomgenDDL.
import XCTest
