package energy.quillmark.campaign.callcove

import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.http.MediaType
import org.springframework.web.reactive.function.client.WebClient

@Configuration
class CallcoveClientConfig {

    @Bean
    fun callcoveWebClient(props: CallcoveProperties, builder: WebClient.Builder): WebClient =
        builder
            .baseUrl(props.baseUrl)
            .defaultHeader("x-api-key", props.apiKey)
            .defaultHeader("Accept", MediaType.APPLICATION_JSON_VALUE)
            .build()
}
