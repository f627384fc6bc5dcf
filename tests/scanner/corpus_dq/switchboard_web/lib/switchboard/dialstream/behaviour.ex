defmodule Switchboard.Dialstream.Behaviour do
  @moduledoc "Contract for the Dialstream client so workers can be tested with Mox."

  alias Switchboard.Dialstream.Error

  @type list_id :: String.t()
  @type phone :: String.t()
  @type result(t) :: {:ok, t} | {:error, Error.t()}

  @callback list_contact_lists(keyword()) :: result([map()])
  @callback get_contact_list(list_id(), keyword()) :: result(map())
  @callback create_contact_list(map(), keyword()) :: result(map())
  @callback update_contact_list(list_id(), map(), keyword()) :: result(map())
  @callback delete_contact_list(list_id(), keyword()) :: result(:ok)
  @callback append_contacts(list_id(), [phone()], keyword()) :: result(map())
  @callback remove_contact(list_id(), phone(), keyword()) :: result(:ok)
  @callback get_call(String.t(), keyword()) :: result(map())
end
