package pellham.ringlane

import groovy.transform.ToString

@ToString(includeNames = true, excludes = ['apiKey', 'webhookSecret'])
class RinglaneProperties {
    String baseUrl
    String apiKey
    String actingUser
    Integer connectTimeoutMs = 4000
    Integer readTimeoutMs = 15000
    String webhookSecret
}
