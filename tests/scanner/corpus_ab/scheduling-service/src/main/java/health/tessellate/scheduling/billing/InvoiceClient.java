package health.tessellate.scheduling.billing;

import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;

@FeignClient(name = "invoices", url = "${billing.base-url:https://billing.tessellate.internal/v1}")
public interface InvoiceClient {

    @GetMapping("/invoices/{id}")
    InvoiceDto get(@PathVariable("id") String id, @RequestHeader("x-api-key") String apiKey);

    record InvoiceDto(String id, long amountCents, String status) {}
}
