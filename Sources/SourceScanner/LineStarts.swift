import SwiftSyntax

// MARK: - Lines and columns from the text

/// Where each line of a text starts, to turn a position into a line and a column as SwiftSyntax's
/// `SourceLocationConverter` does (a line ends at `\n`, `\r\n` or a lone `\r`; the column counts
/// UTF-8 bytes from 1; `#sourceLocation` changes neither). Made from the text's bytes in one pass:
/// the converter walks every token of the tree for the same table, 4 % of a scan.
struct LineStarts {
    /// The UTF-8 offset of each line's first byte; the first is 0.
    private let starts: [Int]

    init(_ text: String) {
        var text = text
        var starts = [0]
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"):
                    starts.append(index + 1)
                case UInt8(ascii: "\r"):
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index + 1)
                default:
                    break
                }
                index += 1
            }
        }
        self.starts = starts
    }

    /// The line (from 1) and column (from 1, in UTF-8 bytes) of `position`.
    func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
        // The last line that starts at or before the offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The line the text's end is on: its number of lines, counting an empty last one after a final line break.
    var lastLine: Int { starts.count }
}
