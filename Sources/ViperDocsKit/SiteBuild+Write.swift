import Diagrams
import Foundation
import Site

// MARK: - Diagrams and pages

extension SiteBuild {
    /// What writing the site printed about the diagrams, for the next build that keeps them.
    struct Written {
        var summary: SiteSummary
        /// The one warning line about the maps that were collapsed, if any.
        var diagramWarning: String?
    }

    /// Draws the diagrams and writes the site of `content` into `output`, in its staging folder while
    /// the source pages are rendered in the background.
    ///
    /// - Parameter keepingPages: every page but the source pages and the About page is the previous
    ///   site's (the caller compared `BuildInputs.view`): those are linked from it, no diagram is
    ///   drawn, and `previousDiagramWarning` is printed again. Throws `SiteError.keptPageMissing` when
    ///   a page to keep is not there as it was written.
    static func write(_ content: SiteContent, analysis: Analysis, guides: [GuidePage], writer: SiteWriter, to output: URL,
                      keepingPages: Bool, previousDiagramWarning: String?, progress: Progress) async throws -> Written {
        var content = content
        let session: SiteWriter.Session
        do {
            session = try writer.begin(to: output, stamps: analysis.cache, keepingPages: keepingPages)
        } catch let error as LocalizedError {
            throw ViperDocsError.failed(step: "Write site", message: error.errorDescription ?? "\(error)")
        }
        session.startPagesWithoutDiagrams(content)
        var warning: String?
        do {
            if session.keepsPages {
                _ = try await progress.run("Render diagrams", { () }, summary: { "none to draw: the model and findings are the last build's" })
                warning = previousDiagramWarning
                if let warning { progress.warn(warning) }
            } else {
                let diagrams = try await progress.run("Render diagrams", { try await renderDiagrams(analysis, sourcePages: session.sourcePages) },
                                                      summary: { "\($0.count) SVGs" + ($0.fromCache.map { ", \($0) from the cache" } ?? "") })
                warning = diagrams.warning
                if let warning { progress.warn(warning) }
                content.moduleDiagrams = diagrams.modules
                content.appDiagram = diagrams.app
                content.groupDiagrams = diagrams.groups
                content.neighbourhoodDiagrams = diagrams.neighbourhoods
                content.mapNotes = diagrams.notes
                content.flowDiagrams = try await renderFlows(GuideDiagram.flows(in: guides), analysis)
            }
            let finished = content
            // A page to keep that is gone is no failure of the step: the caller writes the whole site.
            let outcome = try await progress.run("Write site", { () throws -> Swift.Result<SiteSummary, SiteError> in
                do {
                    return .success(try session.finish(finished))
                } catch SiteError.keptPageMissing(let path) {
                    return .failure(.keptPageMissing(path: path))
                } catch SiteError.unreadableSource(let path) {
                    throw ViperDocsError.unreadable(SiteError.unreadableSource(path: path).errorDescription ?? path)
                } catch let error as LocalizedError {
                    throw ViperDocsError.failed(step: "Write site", message: error.errorDescription ?? "\(error)")
                }
            }, summary: { outcome in
                switch outcome {
                case .success(let summary):
                    "\(summary.pages) pages (\(summary.rendered) rendered), \(summary.files) files "
                        + "(\(summary.files - summary.unchanged) written, \(summary.unchanged) unchanged) in \(output.path)"
                case .failure(let error):
                    error.errorDescription ?? "\(error)"
                }
            })
            let summary = try outcome.get()
            return Written(summary: summary, diagramWarning: warning)
        } catch {
            session.cancel()
            throw error
        }
    }
}
