import GRDB

/// What a fresh server install holds: the stock English formats and the stock field templates.
enum StockData {
    /// The stock templates in the server's order: key, prompt, hidden.
    static let templates: [(String, String, Bool)] = [
        ("meeting_name", "Meeting Name", false), ("location_text", "Location Name", false),
        ("location_info", "Additional Location Information", false), ("location_street", "Street Address", false),
        ("location_city_subsection", "Borough", false), ("location_neighborhood", "Neighborhood", false),
        ("location_municipality", "Town", false), ("location_sub_province", "County", false),
        ("location_province", "State", false), ("location_postal_code_1", "Zip Code", false),
        ("location_nation", "Nation", false), ("comments", "Comments", false), ("train_lines", "Train Lines", false),
        ("bus_lines", "Bus Lines", false), ("contact_phone_2", "Contact 2 Phone", true),
        ("contact_email_2", "Contact 2 Email", true), ("contact_name_2", "Contact 2 Name", true),
        ("contact_phone_1", "Contact 1 Phone", true), ("contact_email_1", "Contact 1 Email", true),
        ("contact_name_1", "Contact 1 Name", true), ("phone_meeting_number", "Phone Meeting Dial-in Number", false),
        ("virtual_meeting_link", "Virtual Meeting Link", false),
        ("virtual_meeting_additional_info", "Virtual Meeting Additional Info", false),
    ]

    /// Empties the database and installs the stock formats (the English formats of the sample data, which ships the
    /// stock set) and templates; the sample database must be attached (``SampleData/withAttached(to:_:)``).
    static func install(mode: LocalServer.Mode, into db: Database) throws {
        try Schema.deleteData(db)
        try SampleData.copyAttached("formats", where: "lang_enum = 'en'", into: db)
        for (key, prompt, hidden) in templates {
            try FieldTemplate.insert(key: key, prompt: prompt, visibility: hidden ? 1 : nil, into: db)
        }
        try DumpImporter(mode: mode).upgrade(db)
        try Settings().save(db)
    }
}
