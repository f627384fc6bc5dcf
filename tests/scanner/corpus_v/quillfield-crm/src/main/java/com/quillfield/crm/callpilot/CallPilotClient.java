package com.quillfield.crm.callpilot;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpStatusCodeException;
import org.springframework.web.client.RestTemplate;

@Component
public class CallPilotClient {

    private static final Logger log = LoggerFactory.getLogger(CallPilotClient.class);

    private final RestTemplate restTemplate;
    private final CallPilotProperties props;

    public CallPilotClient(RestTemplateBuilder builder, CallPilotProperties props) {
        this.props = props;
        this.restTemplate = builder
                .rootUri(props.getBaseUrl())
                .setConnectTimeout(props.getConnectTimeout())
                .setReadTimeout(props.getReadTimeout())
                .build();
    }

    private HttpHeaders headers() {
        HttpHeaders h = new HttpHeaders();
        h.setContentType(MediaType.APPLICATION_JSON);
        h.setAccept(List.of(MediaType.APPLICATION_JSON));
        h.set(CallPilotProperties.API_KEY_HEADER, props.getApiKey());
        h.set(CallPilotProperties.ACTING_USER_HEADER, props.getActingUserEmail());
        return h;
    }

    public List<ContactListDto> listContactLists() {
        ContactListDto[] body = restTemplate.exchange(
                "/contact-lists", HttpMethod.GET, new HttpEntity<>(headers()), ContactListDto[].class).getBody();
        return body == null ? List.of() : Arrays.asList(body);
    }

    public ContactListDto getContactList(String id) {
        return restTemplate.exchange("/contact-lists/{id}", HttpMethod.GET,
                new HttpEntity<>(headers()), ContactListDto.class, id).getBody();
    }

    public void appendContacts(String listId, List<String> phones) {
        String path = "/contact-lists/" + listId + "/contacts";
        try {
            restTemplate.postForEntity(path, new HttpEntity<>(Map.of("phones", phones), headers()), Void.class);
        } catch (HttpStatusCodeException e) {
            if (e.getStatusCode().value() == 502) {
                log.warn("CallPilot could not reach its identity provider, list {} will be retried", listId);
                throw new CallPilotTransientException(e.getResponseBodyAsString());
            }
            throw e;
        }
    }

    public void removeContact(String listId, String phone) {
        restTemplate.exchange("/contact-lists/{id}/contacts/{phone}", HttpMethod.DELETE,
                new HttpEntity<>(headers()), Void.class, listId, phone);
    }

    /** Click-to-call; this endpoint survives in v2 unchanged apart from the prefix. */
    public CallDto startCall(String phone, String ownerEmail) {
        return restTemplate.postForObject("/calls",
                new HttpEntity<>(Map.of("to", phone, "owner", ownerEmail), headers()), CallDto.class);
    }
}
