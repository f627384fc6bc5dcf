package com.quillfield.crm.callpilot;

import java.util.List;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;

/**
 * Used by the nightly reconciliation batch. The interactive UI goes through CallPilotClient.
 */
@FeignClient(name = "callpilot", url = "${callpilot.base-url}", configuration = CallPilotFeignConfig.class)
public interface CallPilotFeignClient {

    @GetMapping("/contact-lists")
    List<ContactListDto> contactLists();

    @PostMapping("/contact-lists")
    ContactListDto createContactList(@RequestBody ContactListDto list);

    @PatchMapping("/contact-lists/{id}")
    ContactListDto renameContactList(@PathVariable("id") String id, @RequestBody ContactListDto patch);

    @DeleteMapping("/contact-lists/{id}")
    void deleteContactList(@PathVariable("id") String id);
}
