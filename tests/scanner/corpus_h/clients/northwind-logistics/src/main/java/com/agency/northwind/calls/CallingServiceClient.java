package com.agency.northwind.calls;

import java.util.List;
import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpStatusCodeException;
import org.springframework.web.client.RestTemplate;

import com.fasterxml.jackson.databind.ObjectMapper;

@Component
public class CallingServiceClient {

    private final RestTemplate restTemplate;
    private final ObjectMapper mapper = new ObjectMapper();
    private final String baseUrl;
    private final String apiKey;

    public CallingServiceClient(RestTemplate restTemplate,
                                @Value("${northwind.calling.base-url}") String baseUrl,
                                @Value("${northwind.calling.api-key}") String apiKey) {
        this.restTemplate = restTemplate;
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
    }

    private HttpHeaders headers(String dispatcherId) {
        HttpHeaders h = new HttpHeaders();
        h.setContentType(MediaType.APPLICATION_JSON);
        h.set(CallingHeaders.KEY_HEADER, apiKey);
        h.set("X-User-Id", dispatcherId);
        return h;
    }

    public ContactListDto createRouteList(String dispatcherId, String name, List<String> phones) {
        Map<String, Object> body = Map.of(
                "name", name,
                "contacts", phones.stream().map(p -> Map.of("phoneNumber", p)).toList());
        try {
            ResponseEntity<ContactListDto> res = restTemplate.exchange(
                    baseUrl + "/contact-lists", HttpMethod.POST,
                    new HttpEntity<>(body, headers(dispatcherId)), ContactListDto.class);
            return res.getBody();
        } catch (HttpStatusCodeException e) {
            throw translate(e);
        }
    }

    public void removeDriverByPhone(String dispatcherId, long listId, String phone) {
        String url = baseUrl + "/contact-lists/" + listId + "/contacts/by-phone/" + phone;
        try {
            restTemplate.exchange(url, HttpMethod.DELETE, new HttpEntity<>(headers(dispatcherId)), Void.class);
        } catch (HttpStatusCodeException e) {
            throw translate(e);
        }
    }

    private CallingApiException translate(HttpStatusCodeException e) {
        String message;
        try {
            message = mapper.readValue(e.getResponseBodyAsString(), ErrorBody.class).getError();
        } catch (Exception parse) {
            message = e.getStatusText();
        }
        HttpStatus status = HttpStatus.valueOf(e.getStatusCode().value());
        switch (status) {
            case SERVICE_UNAVAILABLE:
                return new CallingApiException("Calling API is switched off: " + message, status, false);
            case BAD_GATEWAY:
                return new CallingApiException("Identity provider down: " + message, status, true);
            default:
                return new CallingApiException(message, status, false);
        }
    }
}
