package com.brightwater.leadsync.ringlane;

import java.util.Arrays;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestTemplate;

/**
 * Blocking client used by the nightly reconciliation job.
 */
@Component
public class ReconciliationClient {

    private static final Logger log = LoggerFactory.getLogger(ReconciliationClient.class);

    private final RestTemplate restTemplate;

    public ReconciliationClient(@Qualifier("ringlaneRestTemplate") RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    public List<ContactList> fetchPage(int page) {
        try {
            ContactList[] lists = restTemplate.getForObject("/contact-lists?page={page}&per_page=100", ContactList[].class, page);
            return lists == null ? List.of() : Arrays.asList(lists);
        } catch (HttpServerErrorException.BadGateway e) {
            log.warn("Ringlane identity provider unreachable, skipping page {}", page);
            return List.of();
        } catch (HttpServerErrorException.ServiceUnavailable e) {
            log.error("Ringlane API disabled on the server, aborting reconciliation");
            throw new RinglaneException.ApiDisabled(e.getResponseBodyAsString());
        }
    }

    public void deleteList(String listId) {
        try {
            restTemplate.delete("/contact-lists/{id}", listId);
        } catch (HttpClientErrorException.NotFound e) {
            log.info("list {} already gone", listId);
        }
    }
}
