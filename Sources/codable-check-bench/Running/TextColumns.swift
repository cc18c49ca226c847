/// Plain-text table layout for the report.
enum TextColumns {
    /// Left-aligned columns, three spaces apart; every cell is ASCII, so counting characters aligns.
    static func aligned(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for row in rows {
            let padded = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            text += padded.joined(separator: "   ") + "\n"
        }
        return text
    }
}
