import CGtk
import Foundation

/// What answers GNOME Shell's searches: the overview's words in, results out.
@MainActor
public protocol ShellSearchHandling: AnyObject {
    /// The ids of the first results for `terms`, asked by `caller` (its unique bus name).
    func resultIDs(for terms: [String], caller: String) async -> [String]
    /// The results `ids` name, as the overview shows them; unknown ids are left out.
    func results(for ids: [String]) async -> [ShellSearchResult]
    /// The person chose result `id`: open Pixscout on it.
    func activate(resultID id: String, terms: [String])
    /// The person asked for more: open Pixscout searching `terms`.
    func launchSearch(terms: [String])
}

/// `org.gnome.Shell.SearchProvider2` on the application's connection: GNOME Shell's overview
/// asks it for results as a person types. Each call is answered when its handler is done,
/// holding the application meanwhile so that a service started for the Shell stays until then.
@MainActor
public final class ShellSearchProvider {
    private static let introspection = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in"/><arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in"/><arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in"/><arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in"/><arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in"/><arg type="u" name="timestamp" direction="in"/>
            </method>
          </interface>
        </node>
        """

    private let makeHandler: @MainActor () -> any ShellSearchHandling
    private lazy var handler = makeHandler()
    private let application: Application

    private init(handler: @escaping @MainActor () -> any ShellSearchHandling, application: Application) {
        makeHandler = handler
        self.application = application
    }

    /// Exports the site at `path` on the session bus connection the application will
    /// use, for its lifetime. Call it before ``Application/register()``: once the name is
    /// claimed, a call the bus queued while starting Pixscout for the Shell arrives at once,
    /// and finds the object there. `handler` is made on the first call. Returns why it could
    /// not export, or nil.
    public static func export(
        at path: String, holding application: Application, handler: @escaping @MainActor () -> any ShellSearchHandling
    ) -> String? {
        // The Shell talks on the session bus the desktop announced. With none announced there is
        // no Shell to answer, and connecting would start dbus-launch once here and again for
        // GApplication, at every start.
        let announced = getenv("DBUS_SESSION_BUS_ADDRESS") != nil
            || getenv("XDG_RUNTIME_DIR").map { access(String(cString: $0) + "/bus", F_OK) == 0 } == true
        guard announced else { return "no session bus announced" }
        var error: UnsafeMutablePointer<GError>?
        // GApplication registers on this same shared connection. Never released: the connection
        // must outlive this call, or it closes before GApplication takes it, and GApplication
        // would open another without the object.
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            defer { g_clear_error(&error) }
            return error.map { String(cString: $0.pointee.message) } ?? "no session bus"
        }
        guard let node = g_dbus_node_info_new_for_xml(introspection, &error) else {
            defer { g_clear_error(&error) }
            return error.map { String(cString: $0.pointee.message) } ?? "the interface did not parse"
        }
        defer { g_dbus_node_info_unref(node) }
        let site = ShellSearchProvider(handler: handler, application: application)
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, data in
            guard let method, let parameters, let invocation, let data else { return }
            let site = Unmanaged<ShellSearchProvider>.fromOpaque(data).takeUnretainedValue()
            let name = String(cString: method)
            let arguments = ShellSearchProvider.arguments(parameters)
            MainActor.assumeIsolated { site.call(name, arguments, invocation) }
        }
        // The application's lifetime: the site is never unregistered, and keeps this reference.
        let retained = Unmanaged.passRetained(site)
        let registration = g_dbus_connection_register_object(bus, path, node.pointee.interfaces[0], &vtable,
            retained.toOpaque(), nil, &error)
        guard registration != 0 else {
            retained.release()
            defer { g_clear_error(&error) }
            return error.map { String(cString: $0.pointee.message) } ?? "the object could not be registered"
        }
        return nil
    }

    /// A call's arguments: each string list, and each string, in order.
    private nonisolated static func arguments(_ parameters: OpaquePointer) -> (lists: [[String]], strings: [String]) {
        var lists: [[String]] = []
        var strings: [String] = []
        for index in 0..<g_variant_n_children(parameters) {
            guard let child = g_variant_get_child_value(parameters, index) else { continue }
            defer { g_variant_unref(child) }
            let type = String(cString: g_variant_get_type_string(child))
            if type == "as" {
                var count: gsize = 0
                let items = g_variant_get_strv(child, &count)
                defer { g_free(items) }
                lists.append((0..<Int(count)).compactMap { items?[$0].map { String(cString: $0) } })
            } else if type == "s" {
                strings.append(String(cString: g_variant_get_string(child, nil)))
            }
        }
        return (lists, strings)
    }

    private func call(_ method: String, _ arguments: (lists: [[String]], strings: [String]),
        _ invocation: OpaquePointer) {
        application.hold()
        let handler = self.handler
        let application = self.application
        let caller = g_dbus_method_invocation_get_sender(invocation).map { String(cString: $0) } ?? ""
        Task { @MainActor in
            defer { application.release() }
            switch method {
            case "GetInitialResultSet":
                let ids = await handler.resultIDs(for: arguments.lists.first ?? [], caller: caller)
                Self.reply(invocation, Self.tuple([Self.strings(ids)]))
            case "GetSubsearchResultSet":
                let ids = await handler.resultIDs(for: arguments.lists.last ?? [], caller: caller)
                Self.reply(invocation, Self.tuple([Self.strings(ids)]))
            case "GetResultMetas":
                let results = await handler.results(for: arguments.lists.first ?? [])
                Self.reply(invocation, Self.tuple([Self.metas(results)]))
            case "ActivateResult":
                handler.activate(resultID: arguments.strings.first ?? "", terms: arguments.lists.first ?? [])
                Self.reply(invocation, nil)
            case "LaunchSearch":
                handler.launchSearch(terms: arguments.lists.first ?? [])
                Self.reply(invocation, nil)
            default:
                g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod",
                    "No such method")
            }
        }
    }

    /// Answers the call; it takes the invocation's reference.
    private static func reply(_ invocation: OpaquePointer, _ value: OpaquePointer?) {
        g_dbus_method_invocation_return_value(invocation, value)
    }

    private static func tuple(_ children: [OpaquePointer?]) -> OpaquePointer? {
        var items = children
        return g_variant_new_tuple(&items, gsize(items.count))
    }

    private static func strings(_ values: [String]) -> OpaquePointer? {
        withCStringArray(values) { g_variant_new_strv($0, gssize(values.count)) }
    }

    /// `aa{sv}`: for each result its id, name, description and, when it has one, its picture
    /// as `icon-data` (width, height, rowstride, alpha, bits per sample, channels, pixels).
    private static func metas(_ results: [ShellSearchResult]) -> OpaquePointer? {
        let entryType = g_variant_type_new("{sv}")
        defer { g_variant_type_free(entryType) }
        let dictionaries: [OpaquePointer?] = results.map { result in
            var entries: [OpaquePointer?] = [
                entry("id", g_variant_new_string(result.id)), entry("name", g_variant_new_string(result.name)),
                entry("description", g_variant_new_string(result.description)),
            ]
            if let icon = result.icon { entries.append(entry("icon-data", iconData(icon))) }
            return g_variant_new_array(entryType, &entries, gsize(entries.count))
        }
        let dictionaryType = g_variant_type_new("a{sv}")
        defer { g_variant_type_free(dictionaryType) }
        var items = dictionaries
        return g_variant_new_array(dictionaryType, &items, gsize(items.count))
    }

    private static func entry(_ key: String, _ value: OpaquePointer?) -> OpaquePointer? {
        g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
    }

    private static func iconData(_ icon: Pixbuf) -> OpaquePointer? {
        let pixbuf = icon.pixbufPointer
        let rowstride = gdk_pixbuf_get_rowstride(pixbuf)
        let length = gdk_pixbuf_get_byte_length(pixbuf)
        let byteType = g_variant_type_new("y")
        defer { g_variant_type_free(byteType) }
        let pixels = g_variant_new_fixed_array(byteType, gdk_pixbuf_read_pixels(pixbuf), length, 1)
        var fields: [OpaquePointer?] = [
            g_variant_new_int32(gint32(icon.width)), g_variant_new_int32(gint32(icon.height)),
                g_variant_new_int32(rowstride),
            g_variant_new_boolean(gdk_pixbuf_get_has_alpha(pixbuf)),
            g_variant_new_int32(gdk_pixbuf_get_bits_per_sample(pixbuf)),
                g_variant_new_int32(gdk_pixbuf_get_n_channels(pixbuf)),
            pixels,
        ]
        return g_variant_new_tuple(&fields, gsize(fields.count))
    }
}
