import Foundation

/// Turns an `APIRouter` endpoint into a `URLRequest`. Builds requests, not modules.
final class URLRequestBuilder {

    private let baseURL: URL
    private let apiKey: String

    init(baseURL: URL, apiKey: String) {
        self.baseURL = baseURL
        self.apiKey = apiKey
    }

    func build(_ route: APIRouter) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(route.path), resolvingAgainstBaseURL: false)
        let items = route.queryItems
        components?.queryItems = items.isEmpty ? nil : items
        var request = URLRequest(url: components?.url ?? baseURL)
        request.httpMethod = route.method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(apiKey, forHTTPHeaderField: "X-Api-Key")
        request.timeoutInterval = 20
        return request
    }
}
