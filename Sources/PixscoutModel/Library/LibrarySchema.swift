import GRDB

/// The library's tables, as migrations: registered once, in order, and never edited once
/// released. A new column or table is a new migration at the end.
enum LibrarySchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: images, stars, collections, uses") { db in
            try db.create(table: "image") { table in
                table.primaryKey("key", .text)
                table.column("provider", .text).notNull()
                table.column("imageID", .text).notNull()
                table.column("title", .text)
                table.column("tags", .text).notNull().defaults(to: "")
                table.column("summary", .text)
                table.column("pageURL", .text).notNull()
                table.column("width", .integer)
                table.column("height", .integer)
                table.column("fileSize", .integer)
                table.column("previewURL", .text).indexed()
                table.column("imageURL", .text)
                table.column("imageWidth", .integer)
                table.column("imageHeight", .integer)
                table.column("largeImageURL", .text)
                table.column("downloadURL", .text)
                table.column("creatorName", .text)
                table.column("creatorURL", .text)
                table.column("avatarURL", .text)
                table.column("licenseCode", .text)
                table.column("licenseVersion", .text)
                table.column("licenseName", .text)
                table.column("licenseURL", .text)
                table.column("attribution", .text)
                table.column("sourceName", .text)
                table.column("thumbnail", .blob)
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "star") { table in
                table.primaryKey("imageKey", .text).references("image", onDelete: .cascade)
                table.column("starredAt", .datetime).notNull().indexed()
            }
            try db.create(table: "collection") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("name", .text).notNull().unique(onConflict: .abort).collate(.nocase)
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "collectionItem") { table in
                table.column("collectionID", .integer).notNull().references("collection", onDelete: .cascade)
                table.column("imageKey", .text).notNull().references("image", onDelete: .cascade)
                table.column("addedAt", .datetime).notNull()
                table.primaryKey(["collectionID", "imageKey"])
            }
            try db.create(table: "use") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("imageKey", .text).notNull().references("image", onDelete: .cascade).indexed()
                table.column("kind", .text).notNull()
                table.column("usedAt", .datetime).notNull().indexed()
                table.column("destination", .text)
            }
        }
        migrator.registerMigration("v2: viewed images, searches, settings") { db in
            try db.create(table: "view") { table in
                table.primaryKey("imageKey", .text).references("image", onDelete: .cascade)
                table.column("viewedAt", .datetime).notNull().indexed()
            }
            try db.create(table: "search") { table in
                table.primaryKey("query", .text)
                table.column("searchedAt", .datetime).notNull().indexed()
            }
            try db.create(table: "setting") { table in
                table.primaryKey("key", .text)
                table.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v3: images kept only while something keeps them") { db in
            try db.create(index: "collectionItem_imageKey", on: "collectionItem", columns: ["imageKey"])
            try db.execute(sql: """
                DELETE FROM image WHERE key NOT IN (SELECT imageKey FROM star)
                AND key NOT IN (SELECT imageKey FROM collectionItem)
                AND key NOT IN (SELECT imageKey FROM use) AND key NOT IN (SELECT imageKey FROM view)
                """)
        }
        migrator.registerMigration("v4: uses of fitted images") { db in
            try db.alter(table: "use") { table in
                table.add(column: "changed", .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("v5: a receipt for each use") { db in
            try db.alter(table: "use") { table in
                table.add(column: "sha256", .text)
                table.add(column: "licenseCode", .text)
                table.add(column: "licenseVersion", .text)
                table.add(column: "licenseName", .text)
                table.add(column: "licenseURL", .text)
                table.add(column: "record", .text)
            }
            try db.create(index: "use_sha256", on: "use", columns: ["sha256"])
        }
        migrator.registerMigration("v6: the look of each file handed on") { db in
            try db.alter(table: "use") { table in
                table.add(column: "look", .integer)
            }
        }
        migrator.registerMigration("v7: what each used image's site says of it now") { db in
            try db.create(table: "siteRecheck") { table in
                table.primaryKey("imageKey", .text).references("image", onDelete: .cascade)
                table.column("checkedAt", .datetime).notNull()
                table.column("removedAt", .datetime)
                // The licence the library knew before the site changed it, and the site's now.
                for prefix in ["was", "now"] {
                    for name in ["Code", "Version", "Name", "URL"] { table.column(prefix + "License" + name, .text) }
                }
            }
        }
        return migrator
    }
}
