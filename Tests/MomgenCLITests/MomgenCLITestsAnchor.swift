// Tests for MomgenCLI.
import XCTest
