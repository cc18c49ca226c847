import Foundation
import Testing

@testable import CodableCheckCommand

/// The processor count is read only when inputs could be checked in parallel: counting reads the
/// cgroup's CPU quota and the kernel's CPU list, a twentieth of a whole run on a small file.
@Suite struct ProcessorCountTests {
    /// Records whether the count was asked for.
    private final class CountRequests: @unchecked Sendable {
        var count = 0

        func processors() -> Int {
            count += 1
            return 2
        }
    }

    private func decode(_ inputs: [String], requests: CountRequests) -> Int32 {
        InProcessRun(
            ["decode"] + inputs + ["--type", "Book", "--schema", "Models", "--quiet"], in: ToolPaths.cliFixtures.path,
            processorCount: requests.processors()
        ).status
    }

    @Test func oneInputNeverCountsProcessors() {
        let requests = CountRequests()
        #expect(decode(["book-valid.json"], requests: requests) == 0)
        #expect(requests.count == 0)
    }

    @Test func severalInputsCountThemOnce() {
        let requests = CountRequests()
        #expect(decode(["book-valid.json", "book-valid.json"], requests: requests) == 0)
        #expect(requests.count == 1)
    }

    @Test func jobsGivenNeverCountProcessors() {
        let requests = CountRequests()
        #expect(decode(["book-valid.json", "book-valid.json", "--jobs", "2"], requests: requests) == 0)
        #expect(requests.count == 0)
    }
}
