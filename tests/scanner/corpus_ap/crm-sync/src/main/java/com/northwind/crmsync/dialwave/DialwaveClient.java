package com.northwind.crmsync.dialwave;

import java.util.List;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;

@FeignClient(name = "dialwave", url = "${dialwave.base-url}", configuration = DialwaveFeignConfig.class)
public interface DialwaveClient {

    @GetMapping("/contact-lists")
    List<ContactListDto> listContactLists(@RequestParam("page") int page,
                                          @RequestParam("per_page") int perPage);

    @PostMapping("/contact-lists")
    ContactListDto createContactList(@RequestBody CreateContactListRequest request);

    @GetMapping("/contact-lists/{id}")
    ContactListDto getContactList(@PathVariable("id") String id);

    @PatchMapping("/contact-lists/{id}")
    ContactListDto renameContactList(@PathVariable("id") String id,
                                     @RequestBody RenameContactListRequest request);

    @DeleteMapping("/contact-lists/{id}")
    void deleteContactList(@PathVariable("id") String id);

    @PostMapping("/contact-lists/{id}/contacts")
    AppendResult appendContacts(@PathVariable("id") String id,
                                @RequestBody AppendContactsRequest request);

    @GetMapping("/calls")
    List<CallDto> recentCalls(@RequestParam("since") String sinceIso);

    @GetMapping("/users/me")
    DialwaveUserDto whoAmI();
}
