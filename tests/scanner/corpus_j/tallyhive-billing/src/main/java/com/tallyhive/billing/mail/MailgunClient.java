package com.tallyhive.billing.mail;

import java.util.Base64;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestClient;

/** Dunning emails. Mailgun "mailing lists" are unrelated to dialer contact lists. */
@Component
public class MailgunClient {

    private final RestClient rest;

    public MailgunClient(@Value("${tallyhive.mailgun.base-url}") String baseUrl,
                         @Value("${tallyhive.mailgun.api-key}") String apiKey) {
        String basic = Base64.getEncoder().encodeToString(("api:" + apiKey).getBytes());
        this.rest = RestClient.builder()
                .baseUrl(baseUrl)
                .defaultHeader("Authorization", "Basic " + basic)
                .build();
    }

    public void addToDunningList(String email) {
        var form = new LinkedMultiValueMap<String, String>();
        form.add("address", email);
        form.add("upsert", "yes");
        try {
            rest.post().uri("/lists/{list}/members", "dunning@mg.tallyhive.com").body(form).retrieve().toBodilessEntity();
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode() == HttpStatus.BAD_GATEWAY || e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE) {
                throw new MailTemporarilyUnavailable(e);
            }
            throw e;
        }
    }
}
