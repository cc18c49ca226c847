/// The `codable-check` command line. Placeholder until the commands land.
public enum CodableCheckCommand {
    public static func main() {
        print("codable-check: commands are being written")
    }
}
