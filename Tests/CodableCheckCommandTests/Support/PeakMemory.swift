import Foundation

/// Peak resident memory of a child process, measured by Python's `resource.getrusage` on the
/// child alone (`RUSAGE_CHILDREN` of a fresh interpreter), so other tests' processes do not count.
enum PeakMemory {
    struct Measurement {
        var peakKiB: Int
        var stderr: String
        var status: Int32
    }

    static func measure(_ command: [String], standardInput path: String, in directory: URL) throws -> Measurement {
        let script = """
            import json, resource, subprocess, sys
            with open(sys.argv[1], 'rb') as stdin:
                done = subprocess.run(sys.argv[3:], stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=sys.argv[2])
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            print(json.dumps({"peak": peak, "stderr": done.stderr.decode(), "status": done.returncode}))
            """
        let outcome = try Python.run(script, arguments: [path, directory.path] + command)
        guard let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any],
            let peak = object["peak"] as? Int, let stderr = object["stderr"] as? String, let status = object["status"] as? Int
        else {
            throw Failure(output: outcome.stdout + outcome.stderr)
        }
        return Measurement(peakKiB: peak, stderr: stderr, status: Int32(status))
    }

    struct Failure: Error, CustomStringConvertible {
        var output: String
        var description: String { "could not measure: \(output)" }
    }
}
