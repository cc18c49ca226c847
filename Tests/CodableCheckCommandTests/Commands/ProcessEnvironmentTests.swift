import Foundation
import Testing

@testable import CodableCheckCommand

/// `ProcessEnvironment` reads `environ` itself (Foundation's `ProcessInfo` is slow to build the
/// dictionary at start-up): it must see the same variables Foundation does.
@Suite struct ProcessEnvironmentTests {
    @Test func readsWhatProcessInfoReads() {
        #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
    }
}
