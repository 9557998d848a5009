import PixscoutTestSupport

/// Crafted XMP packets, each with a credit sentence, that try to make a reader see what the
/// packet does not say: decoy licences in comments, CDATA (text only: exiftool reads markup
/// inside CDATA as elements, which XML does not; `EmbeddedCreditTests` holds that case), other
/// prefixes bound to Creative Commons' and Dublin Core's namespaces, entities, language
/// alternatives, several descriptions.
enum XmpCorpus {
    static let usage = "<xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang=\"x-default\">Photo by Ana, CC BY-NC-ND 4.0"
        + "</rdf:li></rdf:Alt></xmpRights:UsageTerms>"
    static let byNcNd = "https://creativecommons.org/licenses/by-nc-nd/4.0/"
    static let zero = "https://creativecommons.org/publicdomain/zero/1.0/"

    /// (name, packet); `hasDoctype` packets cannot sit inside an SVG.
    static let packets: [(name: String, packet: String, hasDoctype: Bool)] = [
        ("pixscout", XmpPictures.packet("""
            <cc:license rdf:resource="\(byNcNd)"/><dc:creator><rdf:Seq><rdf:li>Ana Lima</rdf:li></rdf:Seq></dc:creator>
            \(usage)
            """, descriptionAttributes: "cc:attributionName=\"Ana Lima\""), false),
        ("comment-decoy", XmpPictures.packet("""
            <!-- <cc:license rdf:resource="\(zero)"/> <cc:attributionName>Nobody</cc:attributionName> -->
            <cc:license rdf:resource="\(byNcNd)"/><dc:creator><rdf:Seq><rdf:li>Ana</rdf:li></rdf:Seq></dc:creator>
            \(usage)
            """), false),
        ("cdata", XmpPictures.packet("""
            <cc:license><![CDATA[\(byNcNd)]]></cc:license>
            <cc:attributionName><![CDATA[Ana & Bea]]></cc:attributionName>
            <xmpRights:UsageTerms><![CDATA[Credit & thanks]]></xmpRights:UsageTerms>
            """), false),
        ("other-prefixes", XmpPictures.packet("""
            <k:license xmlns:k="http://creativecommons.org/ns#" rdf:resource="\(byNcNd)"/>
            <e:creator xmlns:e="http://purl.org/dc/elements/1.1/"><rdf:Bag><rdf:li>Bea</rdf:li></rdf:Bag></e:creator>
            <r:UsageTerms xmlns:r="http://ns.adobe.com/xap/1.0/rights/">Bea's photo</r:UsageTerms>
            """), false),
        ("rebound-prefix", XmpPictures.packet("""
            <cc:license xmlns:cc="http://example.org/fake-cc#" rdf:resource="\(zero)"/>
            <cc2:license xmlns:cc2="http://creativecommons.org/ns#" rdf:resource="\(byNcNd)"/>
            <dc:creator>Cai</dc:creator>\(usage)
            """), false),
        ("languages", XmpPictures.packet("""
            <cc:license rdf:resource="\(byNcNd)"/><dc:creator>Dan</dc:creator>
            <xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="de">Foto von Dan</rdf:li>
            <rdf:li xml:lang="fr">Photo de Dan</rdf:li><rdf:li xml:lang="x-default">Photo by Dan</rdf:li></rdf:Alt>
            </xmpRights:UsageTerms>
            """), false),
        ("no-default-language", XmpPictures.packet("""
            <cc:license rdf:resource="\(byNcNd)"/><dc:creator>Eva</dc:creator>
            <xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="pt">Foto de Eva</rdf:li>
            <rdf:li xml:lang="en">Photo by Eva</rdf:li></rdf:Alt></xmpRights:UsageTerms>
            """), false),
        ("attribute-then-element", XmpPictures.packet("""
            <cc:license rdf:resource="\(byNcNd)"/><dc:creator>Fay</dc:creator>\(usage)
            """, descriptionAttributes: "cc:license=\"\(zero)\" cc:attributionName=\"Fay F.\""), false),
        ("several-descriptions", XmpPictures.packet("<dc:creator>Gus</dc:creator>\(usage)",
            descriptionAttributes: "cc:license=\"\(zero)\"").replacingOccurrences(of: "</rdf:RDF>", with: """
            <rdf:Description rdf:about="" xmlns:cc="http://creativecommons.org/ns#" cc:attributionName="Gus G.">
            <cc:license rdf:resource="\(byNcNd)"/></rdf:Description></rdf:RDF>
            """), false),
        ("entities", """
            <?xml version="1.0"?>
            <!DOCTYPE x:xmpmeta [<!ENTITY zero "\(zero)"><!ENTITY who "Nobody">]>
            """ + XmpPictures.packet("<cc:license>&zero;</cc:license><dc:creator>Hal</dc:creator>\(usage)",
                descriptionAttributes: "cc:attributionName=\"&who;\"").replacingOccurrences(
                    of: "<?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>", with: ""), true),
        ("character-references", XmpPictures.packet("""
            <cc:license>&#104;ttps://creativecommons.org/licenses/by-nc-nd/4.0/</cc:license>
            <dc:creator>&#x49;da &amp; Co</dc:creator>\(usage)
            """), false),
        ("web-statement-only", XmpPictures.packet("""
            <xmpRights:WebStatement>\(byNcNd)</xmpRights:WebStatement><dc:creator>Ivo</dc:creator>\(usage)
            """), false),
        ("nested-resource", XmpPictures.packet("""
            <cc:license rdf:parseType="Resource"><rdf:value>\(byNcNd)</rdf:value></cc:license>
            <dc:creator><rdf:Seq><rdf:li>Jo</rdf:li><rdf:li>Kim</rdf:li></rdf:Seq></dc:creator>\(usage)
            """), false),
    ]

    /// An SVG as Inkscape writes its metadata: a typed `cc:Work` node, the creator an agent.
    static let inkscapeSVG = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
          xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" width="2" height="2">
        <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format>
        <!-- <cc:license rdf:resource="\(zero)"/> -->
        <cc:license rdf:resource="\(byNcNd)"/>
        <dc:creator><cc:Agent><dc:title>Inky Artist</dc:title></cc:Agent></dc:creator>
        <dc:title>Drawn thing</dc:title></cc:Work>
        <cc:License rdf:about="\(byNcNd)"><cc:permits rdf:resource="http://creativecommons.org/ns#Reproduction"/>
        </cc:License></rdf:RDF></metadata><rect width="2" height="2" fill="red"/></svg>
        """
}
