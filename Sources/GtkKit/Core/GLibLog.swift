import CGtk

/// GLib's structured log: messages go where the desktop collects them (the journal, or
/// standard error), debug messages only when `G_MESSAGES_DEBUG` names the domain.
public enum GLibLog {
    public enum Level: Sendable {
        case debug, info, warning
    }

    /// Sends every level to standard error (GLib writes debug and info to standard output by
    /// default, mixed with a program's output).
    public static func useStandardError() {
        g_log_writer_default_set_use_stderr(1)
    }

    /// Writes one message; safe from any thread.
    public static func write(_ message: String, level: Level, domain: String) {
        let (flags, priority): (GLogLevelFlags, String) = switch level {
        case .debug: (G_LOG_LEVEL_DEBUG, "7")
        case .info: (G_LOG_LEVEL_INFO, "6")
        case .warning: (G_LOG_LEVEL_WARNING, "4")
        }
        "GLIB_DOMAIN".withCString { domainKey in
            "MESSAGE".withCString { messageKey in
                "PRIORITY".withCString { priorityKey in
                    domain.withCString { domainValue in
                        message.withCString { messageValue in
                            priority.withCString { priorityValue in
                                let fields = [
                                    GLogField(key: domainKey, value: domainValue, length: -1),
                                    GLogField(key: messageKey, value: messageValue, length: -1),
                                    GLogField(key: priorityKey, value: priorityValue, length: -1),
                                ]
                                fields.withUnsafeBufferPointer { buffer in
                                    g_log_structured_array(flags, buffer.baseAddress, gsize(buffer.count))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
