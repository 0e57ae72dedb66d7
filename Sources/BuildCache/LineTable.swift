import Foundation

/// The form of the cache's small tables (files' digests, pages' stamps): a header line, then one
/// line per row of `columns` fields split at single spaces, the last field the rest of the line (a
/// path, which may hold spaces but no line break). Read as bytes: a table has a row per file of the
/// app or the site, and Foundation's splitting and `JSONDecoder` made reading one a third of a
/// build with nothing to do.
enum LineTable {
    typealias Field = ArraySlice<UInt8>

    /// The text of a table: `header`, then `rows` (each row's fields joined by spaces); a row
    /// whose last field holds a line break is left out.
    static func text(header: String, rows: [[String]]) -> Data {
        var bytes = Array(header.utf8)
        bytes.append(UInt8(ascii: "\n"))
        for row in rows where !(row.last ?? "").utf8.contains(UInt8(ascii: "\n")) {
            for (index, field) in row.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                bytes.append(contentsOf: field.utf8)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return Data(bytes)
    }

    /// Calls `row` with the fields of each row of `data`; false (and no call) when `data` does not
    /// start with `header`. A line with too few fields is skipped.
    @discardableResult
    static func read(_ data: Data, header: String, columns: Int, row: ([Field]) -> Void) -> Bool {
        let bytes = [UInt8](data)
        let head = Array(header.utf8)
        guard bytes.count > head.count, bytes[..<head.count].elementsEqual(head), bytes[head.count] == UInt8(ascii: "\n") else {
            return false
        }
        var fields: [Field] = []
        fields.reserveCapacity(columns)
        var start = head.count + 1
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            fields.removeAll(keepingCapacity: true)
            var fieldStart = start
            var position = start
            while position < end, fields.count < columns - 1 {
                if bytes[position] == UInt8(ascii: " ") {
                    fields.append(bytes[fieldStart..<position])
                    fieldStart = position + 1
                }
                position += 1
            }
            if fields.count == columns - 1 {
                fields.append(bytes[fieldStart..<end])
                row(fields)
            }
            start = end + 1
        }
        return true
    }

    /// A field as a whole number (decimal, an optional `-`), or nil.
    static func integer(_ field: Field) -> Int64? {
        var digits = field[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowToo) = times10.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflow, !overflowToo else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// A field as a lowercase SHA-256 in hex, or nil.
    static func digest(_ field: Field) -> String? {
        guard field.count == 64,
              field.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f")) })
        else { return nil }
        return String(decoding: field, as: UTF8.self)
    }

    static func string(_ field: Field) -> String { String(decoding: field, as: UTF8.self) }
}
