package health.tessellate.scheduling.ringloop;

import java.util.List;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.*;

@FeignClient(name = "ringloop", url = "${ringloop.base-url}", configuration = RingLoopFeignConfig.class)
public interface RingLoopClient {

    @GetMapping("/contact-lists")
    List<ContactListDto> listContactLists(@RequestParam("page") int page);

    @PostMapping("/contact-lists")
    ContactListDto createContactList(@RequestBody NewContactList body);

    @PostMapping("/contact-lists/{id}/contacts")
    void appendContacts(@PathVariable("id") String id, @RequestBody AppendContacts body);

    @DeleteMapping("/contact-lists/{id}")
    void deleteContactList(@PathVariable("id") String id);

    record ContactListDto(String id, String name, int size) {}
    record NewContactList(String name) {}
    record AppendContacts(List<String> phones) {}
}
