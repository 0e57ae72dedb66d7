import UIKit

// Stand-ins for the parts of Swinject and SwinjectStoryboard this app uses.

protocol Resolver {
    func resolve<Service>(_ serviceType: Service.Type) -> Service?
}

final class Container: Resolver {

    private var factories: [ObjectIdentifier: (Resolver) -> Any] = [:]
    private var initCompleted: [ObjectIdentifier: (Resolver, Any) -> Void] = [:]

    func register<Service>(_ serviceType: Service.Type, factory: @escaping (Resolver) -> Service) {
        factories[ObjectIdentifier(serviceType)] = factory
    }

    func storyboardInitCompleted<C: UIViewController>(_ controllerType: C.Type, initCompleted: @escaping (Resolver, C) -> Void) {
        self.initCompleted[ObjectIdentifier(controllerType)] = { r, c in initCompleted(r, c as! C) }
    }

    func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        factories[ObjectIdentifier(serviceType)]?(self) as? Service
    }
}

protocol Assembly {
    func assemble(container: Container)
}

final class Assembler {

    let resolver: Resolver

    init(_ assemblies: [Assembly], container: Container = Container()) {
        assemblies.forEach { $0.assemble(container: container) }
        resolver = container
    }
}
