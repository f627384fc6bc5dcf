defmodule SwitchboardWeb.CampaignLive.Show do
  use SwitchboardWeb, :live_view

  alias Switchboard.{Campaigns, Dialstream}
  alias Switchboard.Dialstream.Error
  alias Switchboard.Workers.SyncContactListWorker

  @impl true
  def mount(%{"id" => id}, _session, socket) do
    if connected?(socket), do: Phoenix.PubSub.subscribe(Switchboard.PubSub, "campaign:#{id}")

    {:ok,
     socket
     |> assign(:campaign, Campaigns.get_campaign!(id))
     |> assign(:list, nil)
     |> assign(:syncing, false)}
  end

  @impl true
  def handle_params(_params, _url, socket) do
    {:noreply, load_list(socket)}
  end

  @impl true
  def handle_event("sync", _params, socket) do
    %{campaign: campaign, current_user: user} = socket.assigns

    %{campaign_id: campaign.id, acting_user: user.email}
    |> SyncContactListWorker.new()
    |> Oban.insert()

    {:noreply, socket |> assign(:syncing, true) |> put_flash(:info, "Sync queued")}
  end

  @impl true
  def handle_info({:synced, added}, socket) do
    {:noreply, socket |> assign(:syncing, false) |> put_flash(:info, "#{added} leads pushed to dialer") |> load_list()}
  end

  defp load_list(%{assigns: %{campaign: %{dialstream_list_id: nil}}} = socket), do: socket

  defp load_list(socket) do
    %{campaign: campaign, current_user: user} = socket.assigns

    case Dialstream.client().get_contact_list(campaign.dialstream_list_id, acting_user: user.email) do
      {:ok, list} -> assign(socket, :list, list)
      {:error, %Error{} = error} -> put_flash(socket, :error, error_flash(error, user))
    end
  end

  defp error_flash(%Error{message: "user not found"}, user),
    do: "#{user.email} isn't provisioned in Dialstream yet. Ask an admin to invite you."

  defp error_flash(%Error{details: [_ | _] = details}, _user),
    do: Enum.map_join(details, "; ", &"#{&1["path"]}: #{&1["message"]}")

  defp error_flash(%Error{reason: :api_disabled}, _user),
    do: "The dialer integration is paused. Ping #ops-dialer."

  defp error_flash(%Error{message: message}, _user), do: "Dialer error: " <> message

  @impl true
  def render(assigns) do
    ~H"""
    <.header>
      <%= @campaign.name %>
      <:actions>
        <.button phx-click="sync" disabled={@syncing}>Sync to dialer</.button>
      </:actions>
    </.header>
    <.list :if={@list}>
      <:item title="Dialer list"><%= @list["name"] %></:item>
      <:item title="Contacts"><%= @list["contact_count"] %></:item>
    </.list>
    """
  end
end
