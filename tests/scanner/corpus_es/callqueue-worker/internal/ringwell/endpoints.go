package ringwell

import (
	"fmt"
	"net/url"
)

const (
	pathContactLists = "/contact-lists"
)

func contactListPath(id string) string {
	return fmt.Sprintf("/contact-lists/%s", url.PathEscape(id))
}

func contactListContactsPath(id string) string {
	return contactListPath(id) + "/contacts"
}

func contactListContactPath(id, phone string) string {
	return fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(id), url.PathEscape(phone))
}
