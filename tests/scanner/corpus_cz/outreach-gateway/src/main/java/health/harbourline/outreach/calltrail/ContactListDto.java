package health.harbourline.outreach.calltrail;

import java.util.List;

public record ContactListDto(String id, String name, String description, int size) {

    public record Create(String name, String description) { }

    public record Update(String name) { }

    public record Contacts(List<Contact> contacts) { }

    public record Contact(String phone, String name, String patientRef) { }
}
