import Swinject

extension Resolver {
    /// The registered service; a missing registration is a bug of the composition root, which
    /// `AppContainerTests` rules out by resolving every one.
    func required<Service>(_ type: Service.Type, name: String? = nil) -> Service {
        guard let service = resolve(type, name: name) else {
            preconditionFailure("the composition root registers no \(type)\(name.map { " named \($0)" } ?? "")")
        }
        return service
    }
}
