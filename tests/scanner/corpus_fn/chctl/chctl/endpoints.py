def lists():
    return "/contact-lists"


def one_list(list_id):
    return f"/contact-lists/{list_id}"


def list_contacts(list_id):
    return f"{one_list(list_id)}/contacts"


def list_contact(list_id, phone):
    return f"{one_list(list_id)}/contacts/{phone}"
