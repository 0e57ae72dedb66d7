import Architecture
import Foundation
import SourceScanner

// MARK: - A file's verdict: its facts, or why it is skipped
//
// `facts.pack` keeps, for each file, what the scan decided from its bytes (`ScanVerdict`), so that a
// file whose bytes are vouched for by its stat need not be read. The layout:
//
//     verdict       "VDV1" <case: 0 scanned, 1 generated, 2 skipped> <what the case holds>
//     scanned       <warning: String?> <the file's facts, as `FactsCodec.encode` writes them>
//     skipped       <reason: String> <warning: String>

extension FactsCodec {
    static let verdictMagic = Array("VDV1".utf8)

    public static func encode(_ verdict: ScanVerdict) -> Data {
        switch verdict {
        case let .scanned(facts, warning):
            let writer = FactsWriter(path: facts.path)
            writer.out.bytes += verdictMagic
            writer.out.byte(0)
            writer.optional(warning)
            writer.file(facts)
            return Data(writer.out.bytes)
        case .generated:
            return Data(verdictMagic + [1])
        case let .skipped(reason, warning):
            let out = ByteWriter()
            out.bytes += verdictMagic
            out.byte(2)
            out.string(reason)
            out.string(warning)
            return Data(out.bytes)
        }
    }

    /// Throws on bytes of any other form, cut short, or with anything after the verdict.
    public static func decodeVerdict(_ data: Data) throws -> ScanVerdict {
        var reader = FactsReader(input: ByteReader(Array(data)))
        try reader.input.expect(verdictMagic)
        let verdict: ScanVerdict
        switch try reader.input.byte() {
        case 0:
            let warning = try reader.optional()
            verdict = .scanned(try reader.file(), warning: warning)
        case 1:
            verdict = .generated
        case 2:
            verdict = .skipped(reason: try reader.input.string(), warning: try reader.input.string())
        default:
            throw reader.input.corrupt("no such verdict")
        }
        guard reader.input.isAtEnd else { throw reader.input.corrupt("bytes after the verdict") }
        return verdict
    }
}
