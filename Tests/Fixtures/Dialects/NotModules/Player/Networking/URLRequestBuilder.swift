import Foundation

final class URLRequestBuilder {

    private let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func build(_ route: NetworkRouter) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent(route.path))
        request.httpMethod = route.method
        return request
    }
}
