import GtkKit
import PixscoutLocalization
import PixscoutModel
import PixscoutView
import PixscoutViewModel

/// Registers Pixscout on the session bus and runs it: the first launch builds the window
/// from the container; a later one hands its query to that window and exits.
@MainActor
public enum PixscoutApplication {
    /// Adopts the person's language, and sends Pixscout's log to GLib's structured log, domain
    /// `pixscout`: quiet unless `G_MESSAGES_DEBUG=pixscout`, warnings always. First thing, so
    /// that reading the configuration is logged (and any message is translated) too.
    public nonisolated static func prepare() {
        Localization.bind(localeDirectory: InstallLocation().localeFolder.path)
        GLibLog.useStandardError()
        Log.install { level, message in
            GLibLog.write(message, level: level.glibLevel, domain: "pixscout")
        }
    }

    /// How this process runs.
    public enum Mode {
        /// The one window on the session bus; a later launch hands its query over.
        case window
        /// A window of its own beside any other.
        case newInstance
        /// GNOME Shell's search provider, started by D-Bus: no window until a result is opened.
        case searchProvider
    }

    /// The search provider's object on the application's bus name.
    public static let searchProviderPath = "/io/github/pixscout/Pixscout/SearchProvider"
    /// A search provider started for the Shell exits after this long without a call or a window.
    static let searchProviderIdleSeconds = 10

    /// The icons Pixscout draws with: its own (found in the checkout for a development build),
    /// and its spinner's in place of the theme's SVG one.
    private static func useOwnIcons() {
        if let icons = InstallLocation().developmentIcons { Gtk.addIconFolder(icons.path) }
        Spinner.useIcon(named: AppInfo.id + "-working-symbolic")
    }

    /// Returns the process exit status.
    public static func run(configuration: AppConfiguration, mode: Mode) -> Int32 {
        guard Gtk.initialize() else {
            let message = tr("Pixscout needs a graphical display and could not open one. Is DISPLAY set?")
            GLibLog.write(message, level: .warning, domain: "pixscout")
            return 1
        }
        let application = Application(
            id: AppInfo.id, unique: mode != .newInstance,
                serviceIdleSeconds: mode == .searchProvider ? searchProviderIdleSeconds : nil)
        var window: MainWindow?
        application.addAction("search", takesString: true) { query in
            window?.search(query ?? "")
            window?.present()
        }
        // Nothing is resolved yet: a messenger that hands over builds nothing.
        let resolver = StartupResolver(AppContainer.make(configuration: configuration))
        let searchProviderExported = mode != .newInstance && exportSearchProvider(application: application,
            resolver: resolver) {
            query, resultID in
            // Builds the window, or brings the one there is forward.
            application.activate()
            if let resultID { window?.showResult(resultID, of: query) } else { window?.search(query) }
        }
        let registration = application.register()
        if let failure = registration.failure {
            Log.warning("could not register on the session bus: \(failure)")
        }
        // A running Pixscout holds the name and answers the Shell itself.
        if mode == .searchProvider, registration.isRemote || registration.failure != nil { return 0 }
        if registration.isRemote {
            Log.info("Pixscout is already running: handing over")
            if let query = configuration.initialQuery {
                application.activateAction("search", string: query)
            }
            // A messenger's run only asks the running Pixscout to present its window, then returns.
            return application.run()
        }
        // Not before registering: GtkApplication's start-up adds its resources to the icon
        // theme, which then reads its themes a second time if it had read them already.
        useOwnIcons()
        Window.setDefaultIcon(named: AppInfo.id)
        let services = resolver.services()
        if searchProviderExported { services.probe?.record(.searchProviderExported) }
        // Read before the window is built, so that its first frame is in the desktop's scheme.
        let colorScheme = DesktopColorScheme(bus: application.sessionBus) { [probe = services.probe] preference in
            probe?.record(.colorScheme(dark: preference == .dark))
        }
        Log.debug("sample catalog in \(configuration.sampleCatalogDirectory.path), "
            + "translations in \(InstallLocation().localeFolder.path)")
        application.onActivate {
            if let window {
                window.present()
                return
            }
            window = makeWindow(application: application, services: services)
            PixscoutAction.installAccelerators(in: application)
        }
        // Ended from outside (a logout, `kill`, Ctrl+C): quit as Ctrl+Q does.
        TerminationSignals.onSignal {
            if let window { window.perform(.quit) } else { application.quit() }
        }
        let status = withExtendedLifetime((services, colorScheme)) { application.run() }
        // The choices are written as they change, answers and thumbnails after they show: the
        // last may still be on their way to disk.
        SettingsWrites.finish()
        CacheFolder.finishWrites()
        return status
    }

    /// GNOME Shell's search provider, exported before the name is claimed; its view model is
    /// taken on the Shell's first call. Says whether it was exported.
    private static func exportSearchProvider(
        application: Application, resolver: StartupResolver,
        open: @escaping @MainActor (_ query: String, _ resultID: String?) -> Void
    ) -> Bool {
        let failure = ShellSearchProvider.export(at: searchProviderPath, holding: application) {
            ShellSearch(viewModel: resolver.desktopSearchViewModel, open: open)
        }
        if let failure { Log.info("GNOME Shell cannot search Pixscout: \(failure)") }
        return failure == nil
    }

    private static func makeWindow(application: Application, services: AppServices) -> MainWindow {
        let probe = services.probe
        let window = MainWindow(
            application: application, viewModel: services.window, shown: services.windowShown,
            parts: services.windowParts, layout: services.windowLayout, probe: probe, about: about)
        window.present()
        // The library is a file to open and check: the window is on screen first.
        let (opener, attachment) = (services.libraryOpener, services.libraryAttachment)
        Task { @MainActor in
            let opened = await opener.open { attachment.libraryIsBusy() }
            attachment.attach(opened)
            probe?.record(.libraryAttached(opened: (try? opened.get()) != nil))
        }
        let startup = services.startup
        Task { @MainActor in
            let shown = [
                startup.firstQuery.observe { query in if let query { window.showQuery(query) } },
                startup.savedKey.observe { lookup in
                    guard let lookup else { return }
                    probe?.record(.savedKey(found: lookup.key != nil, keyringAnswered: lookup.keyringAnswered))
                },
            ]
            await startup.begin()
            withExtendedLifetime(shown) {}
        }
        return window
    }

    /// What the About dialog says: each site searched, with its home page.
    static var about: AboutDialog.Details {
        AboutDialog.Details(
            programName: AppInfo.name, version: AppInfo.version,
            comments: tr("Find free images and use them with a correct credit."),
            website: AppInfo.website, websiteLabel: tr("Pixscout's website"),
            copyright: tr("© 2026 The Pixscout developers"), iconName: AppInfo.id,
            authors: [tr("The Pixscout developers")],
            credits: [
                (tr("Images from"), SiteID.remote.compactMap { site in
                    site.homePage.map { "\(site.name) \($0)" }
                }),
            ])
    }
}

private extension Log.Level {
    var glibLevel: GLibLog.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .warning: .warning
        }
    }
}
