import CGtk

/// GTK's About dialog: the application's name, version, licence, website and credits.
@MainActor
public final class AboutDialog: Widget {
    public struct Details: Sendable {
        public var programName: String
        public var version: String
        public var comments: String
        public var website: String
        public var websiteLabel: String
        public var copyright: String
        public var iconName: String
        public var authors: [String]
        public var credits: [(section: String, people: [String])]

        public init(
            programName: String, version: String, comments: String, website: String, websiteLabel: String,
            copyright: String, iconName: String, authors: [String], credits: [(section: String, people: [String])]
        ) {
            self.programName = programName
            self.version = version
            self.comments = comments
            self.website = website
            self.websiteLabel = websiteLabel
            self.copyright = copyright
            self.iconName = iconName
            self.authors = authors
            self.credits = credits
        }
    }

    public init(_ details: Details, parent: Window) {
        super.init(UnsafeMutableRawPointer(gtk_about_dialog_new()), ownership: .sinkFloating)
        let about = pointer(as: GtkAboutDialog.self)
        gtk_about_dialog_set_program_name(about, details.programName)
        gtk_about_dialog_set_version(about, details.version)
        gtk_about_dialog_set_comments(about, details.comments)
        gtk_about_dialog_set_website(about, details.website)
        gtk_about_dialog_set_website_label(about, details.websiteLabel)
        gtk_about_dialog_set_copyright(about, details.copyright)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_logo_icon_name(about, details.iconName)
        withCStringArray(details.authors) { gtk_about_dialog_set_authors(about, $0) }
        for (section, people) in details.credits {
            withCStringArray(people) { gtk_about_dialog_add_credit_section(about, section, $0) }
        }
        let window = pointer(as: GtkWindow.self)
        gtk_window_set_transient_for(window, parent.pointer(as: GtkWindow.self))
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        // Closing hides GTK's About dialog; destroy it instead, it is made anew each time.
        connectInt("response") { [weak self] _ in
            guard let self else { return }
            gtk_widget_destroy(widgetPointer)
        }
    }
}
